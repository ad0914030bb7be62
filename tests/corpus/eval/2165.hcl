r = concat(objs.*.name, strs)
