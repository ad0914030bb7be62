r = contains(objs[*].name, "${~"1e2" + 99.99}")
