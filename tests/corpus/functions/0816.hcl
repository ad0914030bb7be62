r = slice(null, neg, 1)
