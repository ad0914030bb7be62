r = lower("")
