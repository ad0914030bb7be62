r = chunklist(contains(objs.*.name, nums.2) ? true ? [] : [1, 2, 3] : obj.enabled ? strs : objs[*].name, 2)
