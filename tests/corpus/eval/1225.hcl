r = (obj.enabled ? nums[0] : 100)
