r    = split(",",  spaced)
