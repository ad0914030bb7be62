r = null == nums[*]
