r = upper(format("%05.1f:%s", !(t) ? "-3" + 100 : nums[4] * 3.25, 007 - obj.port <= nums[4] * 6.02e+23))
