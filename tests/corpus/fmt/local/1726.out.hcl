r = { "k-0" = null, a : null, (s) : min(ceil(tonumber("1e3")), tonumber(numstr) - n, nums[0]) }
