r = nums < 3
