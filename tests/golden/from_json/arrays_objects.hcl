list = [1, "a", true, null]
objs = [
  {
    a = 1
  },
  {
    b = x
  },
]
o = {
  k           = 1
  "not ident" = 2
  "null"      = 3
  "for"       = 4
  "${var.k}"  = 5
  n = {
    deep = [1, 2]
  }
}
e  = {}
ea = []
