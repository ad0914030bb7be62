r = tolist(nums)[*]
