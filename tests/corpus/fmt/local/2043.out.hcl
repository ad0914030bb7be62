r = "%{for x in slice(nums, 3, 1)~}${x},%{endfor}"
