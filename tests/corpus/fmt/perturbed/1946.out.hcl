r = 6.02e+23 >= 6.02e+23 ? 0.1 == f : t || true ? log(100, 2) != int(1) : hasindex(smap, 9) || can(nofunc(1))
