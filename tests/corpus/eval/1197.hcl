r = tolist(toset(tolist(toset(nums))))
