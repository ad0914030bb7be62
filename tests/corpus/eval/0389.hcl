r = t ? obj : nums
