r = t && fl ? 1e3 * 1 : element(nums, 0)
