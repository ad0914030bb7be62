a      = x.y
b      = "${z[0]}"
first  = w
second = q.r.s
top    = { k = v }
