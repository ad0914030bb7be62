r = tolist(nums)[*][0]
