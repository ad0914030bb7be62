r = flatten([[null]])
