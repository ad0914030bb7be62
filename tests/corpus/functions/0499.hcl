r = lower()
