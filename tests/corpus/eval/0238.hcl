r = split("-", obj.enabled ? "%{for x in strs}${x.y}%{endfor}" : nums.2)
