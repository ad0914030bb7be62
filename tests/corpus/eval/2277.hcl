r = min([]...)
