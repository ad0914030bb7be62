r = nums["a"]
