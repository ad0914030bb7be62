r = t || nums < 3
