r = concat(obj.ports[1] >= nmap.x ? tolist([]) : ["b", obj.tags.env], slice([smap["b"], objs[0].name, smap["b"]], 0, 2))
