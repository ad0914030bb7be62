r = true || can()
