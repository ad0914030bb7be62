req = "x"
a   = [for v in list : "${v}${who}" if v != nope]
