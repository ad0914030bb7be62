r = "HeLLo"
