r = upper(regex("[a-z]+", s))
