r = replace("üñí", "x\n", "👍🏽é")
