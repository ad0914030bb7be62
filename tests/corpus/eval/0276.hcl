r = can(s[0]) ? formatlist("%s!", tolist(keys(smap)))[0] : [big, (length(objs[*].name)), element(nested[0], 1)][2]
