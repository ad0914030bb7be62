r = max(min(nums[1], nums[0] + fl ? obj.ports[1] : 1E2), nums[0], ("-3" + length(obj.ports)))
