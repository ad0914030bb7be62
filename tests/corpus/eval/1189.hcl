r = tolist(toset((nums)[*].a))
