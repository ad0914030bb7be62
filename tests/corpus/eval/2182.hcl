r = element(can(log(-1, 10)) ? nested[0] : concat(values(smap), words), n)
