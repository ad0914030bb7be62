r = {(nums) = 1}
