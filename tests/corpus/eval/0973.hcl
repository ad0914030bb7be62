r = regex("[", s)
