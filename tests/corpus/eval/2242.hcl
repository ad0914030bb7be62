r = nums[-0]
