a             = obj.a
c             = obj.b.c
idx           = obj.list[1]
legacy        = obj.list.2
str_key       = obj["b"]["c"]
map_key       = m["key two"]
expr_index    = obj.list[0 + 1]
str_index_num = obj.list["1"]
