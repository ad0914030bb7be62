r = keys({ for x in reverse(objs[*].name) : x => x... })
