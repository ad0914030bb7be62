r = lenght(nums)
