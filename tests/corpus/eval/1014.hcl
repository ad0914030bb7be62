r = "1e2" + nums[4] / n == length([]) && ceil(-(nullobj.b)) == 3.25
