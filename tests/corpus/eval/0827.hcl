r = element(tolist(toset(nums)), 1)
