r = contains(distinct(values(nmap)), join("-", objs.*.name))
