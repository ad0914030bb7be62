r = obj.enabled || obj.enabled ? tostring(nums[0]) : obj.ports[1] - 0.1
