req = "r"
s   = null
l   = null
o   = null
dyn = null
