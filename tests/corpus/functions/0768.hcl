r = setsymmetricdifference(nums, [null], [null], toset(strs), mixed)
