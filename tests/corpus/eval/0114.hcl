r = !(substr("%{for i, x in values(smap)}${x};%{endfor}", 1, 3) == lookup(smap, "a", "default"))
