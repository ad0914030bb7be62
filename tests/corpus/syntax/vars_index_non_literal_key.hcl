a = x[y].z
b = x["${k}"].w
