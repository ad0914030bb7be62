r = false ? element(concat(false ? [1, 2, 3] : null, nested[0]), n) : contains(objs[*].name, floor((nmap.x)))
