r = 3.25 >= f || contains(objs.*.size, nums[0])
