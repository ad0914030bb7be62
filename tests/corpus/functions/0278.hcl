r = format("üñí", "", true, ["a", "b"], "")
