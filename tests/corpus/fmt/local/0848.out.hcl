r = nums.2 + nullobj.b < 12345678901234567890 + 1.5 ? { "k-0" : null, null = 3 % n, (s) : keys(smap)[1] } : pow(3, 0) > nums[0]
