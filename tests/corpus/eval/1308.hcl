r = t || can()
