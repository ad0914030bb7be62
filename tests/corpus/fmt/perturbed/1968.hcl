r= [for   i,    x in distinct(nested[0])    :x]

