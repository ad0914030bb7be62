r = contains(reverse(fl ? keys(smap) : []), tonumber("12.5") * -2.5 - obj.ports[1])
