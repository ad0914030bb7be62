r = nofunc(1) % 3 == (obj.tags == [] ? nums[0] : 0.5 - 0.1)
