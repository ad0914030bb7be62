r = [parseint("zz", 2), (nums.2) / n % 0.5]
