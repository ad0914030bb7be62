r = title(trimprefix("HeLLo", "he"))
