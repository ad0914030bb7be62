r = element(obj.enabled ? nums : null, 0) - words[2] != strs[1] ? (f) : element(nums, 1)

