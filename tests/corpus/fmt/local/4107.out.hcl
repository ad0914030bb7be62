req = "x"
a   = list[*]
ls  = [obj.b.c]
