r = "%{for i, x in element(nums)~}${x},%{endfor}"
