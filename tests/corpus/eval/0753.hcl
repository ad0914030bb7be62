r = regex("[a-z]+", s)
