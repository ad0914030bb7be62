req = "x"
s   = null
n   = null
a   = null
