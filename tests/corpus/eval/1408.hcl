r = chunklist(sethaselement(toset(objs[*].name), words[2]) ? null == obj : !(false) ? [for i, x in tolist(toset(objs[*].size)) : x if x % 2 == 0] : slice(concat(strs, objs[*].name), 0, 2), 1)
