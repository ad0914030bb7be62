r = try(parseint("zz", 10), max(try(nul + 1, nums[0]), -n, fl ? 3.25 : 1000000, try(n.0, 12345678901234567890))) > (strlen(slice(objs[*].name, 0, 2)))
