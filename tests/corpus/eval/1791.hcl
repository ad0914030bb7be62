r = tolist(toset(nums))
