r = abs(007)
