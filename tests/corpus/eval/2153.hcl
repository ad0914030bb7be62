r = can(nums[10]) ? chunklist([obj.ports[1], 6.02e+23, 1], 2) : chunklist(objs.*.tags, 2)
