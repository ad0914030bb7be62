r = flatten([[]])
