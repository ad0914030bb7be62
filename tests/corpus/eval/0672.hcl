r = null == null || nums[4] > nums[4]
