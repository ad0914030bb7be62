r = lower(format("%s-%d", -2, boolstr != "3.5"))
