r = merge({for x in regexall("\\d+", "a1b22c333") : x => x...}, {null = try(n[0], nums["1"] + nums[true]), ("${n}") = (-1), k2 = "1" + 0.5}, {for x in [obj.name, obj.tags.env, "10"] : x => x...})
