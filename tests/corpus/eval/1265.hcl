r = format("%05.1f:%s", -(nums[1]), t || hasindex(n, 0) && can(obj.port))
