r = concat([], objs[*].name)[0] == replace(join("-", words), "l", "_") ? chunklist(obj.ports, 2) : (element(flatten([nums, [7, [8]]]), 0))
