req = obj.b.c
a   = [list[0], obj["a"], list.1]
s   = "${who}-${obj.b.c}"
