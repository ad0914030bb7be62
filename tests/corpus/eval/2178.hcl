r = floor(3) >= element(objs.*.size, n) && !obj.enabled && can(12345678901234567890) ? nums.2 : keys(smap)
