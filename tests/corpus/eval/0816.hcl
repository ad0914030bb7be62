r = range(1, 10, 3) == tolist(toset(objs.*.size)) ? element(distinct(obj.ports), 0) : try(nums[1.5], element(nested[0], n))
