r = replace("true", "üñí", false)
