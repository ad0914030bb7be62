r = false ? obj.name == s : sort(objs.*.size)
