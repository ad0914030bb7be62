r = merge(obj.tags.nope, deep.a, nmap)
