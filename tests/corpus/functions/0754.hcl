r = setsubtract(nums)
