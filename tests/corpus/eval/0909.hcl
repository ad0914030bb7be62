r = regex("z", s)
