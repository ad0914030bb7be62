r = t ? true : fl ? nums[1] : nullobj.b
