req = "${base}"
n   = twice(base)
l   = names
m   = obj
dyn = [for x in names : upper(x)]
