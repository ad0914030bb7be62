r = fl && nums[7] > 1 ? merge(zipmap(keys(smap), values(nmap))) : zipmap(keys(smap), nums)
