r =    try(max(),  deep.a.b.c.d[0]) ==10*  3 ?    split(",",    lower(u)) :    contains(["x", "y"],    "10")    ? distinct  ([]) :  t ?strs  :  keys(smap)
