r = split("", format("%s-%d", spaced, -s))
