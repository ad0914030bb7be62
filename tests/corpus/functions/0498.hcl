r = lower([])
