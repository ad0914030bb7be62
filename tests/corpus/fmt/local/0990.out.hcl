r = lookup(smap, "zz", "default") != "${~fl}${obj.tags.env}${~nums.2}" ? range(1, 10, 3) : jsondecode(jsonencode(obj))
