r = max(min((1e3)), nums[2], abs(t ? n : 99.99))
