r = element(obj.ports, 1) <= element(obj.ports, 1) ? !fl : sort(objs[*].tags[0])
