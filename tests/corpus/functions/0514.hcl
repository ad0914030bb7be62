r = max([]...)
