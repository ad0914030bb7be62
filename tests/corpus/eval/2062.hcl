r = [nums[4], element(objs[*].size, 0), [10, 1000000, obj.port][0]][1]
