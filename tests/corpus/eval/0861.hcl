r = nums[0] >= n ? flatten([[], []]) : [nullobj.b]
