r=  slice(slice(values(smap),  1,1),    1, 1)
