r = nums["1"]
