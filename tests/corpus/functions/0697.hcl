r = reverse(nums)
