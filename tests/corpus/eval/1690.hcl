r = fl && nul && true ? join(", ", values(smap)) : parseint("zz", 2)
