r = "${~nums[0] - 2~}%{for x in keys(smap)}${x},%{endfor}"
