r = hasindex(nums, "a") ? !(true) : s == s
