r = chunklist(reverse([nums["1"] + nums[true]]), 1)
