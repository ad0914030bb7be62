r = min(element(objs[*].tags[0], 7), length(t ? values(nmap) : null), -zero, -neg) + ceil(length(keys(deep.a)))
