r = split("-", "HeLLo")
