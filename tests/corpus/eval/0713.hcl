r = compact(objs[*].name)
