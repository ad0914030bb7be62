r = [fl && nums[99], t || nums[99]]
