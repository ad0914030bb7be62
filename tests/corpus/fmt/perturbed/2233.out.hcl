r = format("%s-%s", ["a", "b"]...)
