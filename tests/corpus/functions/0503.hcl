r = lower("ff")
