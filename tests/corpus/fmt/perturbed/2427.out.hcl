r = replace("👍🏽é", null, "üñí")

