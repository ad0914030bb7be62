r = 10 * nums[4] * 1
