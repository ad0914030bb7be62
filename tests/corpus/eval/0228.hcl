r = nums[-1]
