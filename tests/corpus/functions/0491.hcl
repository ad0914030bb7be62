r = lower("HELLO")
