r = can(upper(nums)) ? element([], n) : { for x in keys(smap) : x => x... }
