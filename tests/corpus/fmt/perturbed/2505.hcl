r = toset  (-1)
