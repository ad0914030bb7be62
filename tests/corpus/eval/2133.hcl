r = (ceil(element(objs[*].size, 7)))
