r = concat(regexall("\\d+", s), split("", "HeLLo"))
