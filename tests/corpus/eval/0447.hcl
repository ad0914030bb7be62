r = concat(tolist(toset(tolist(toset(nums)))), sort([nums[0], tiny, -2.5]))
