r = reverse(chunklist(nums, 1)) == {}
