r = 1 < nul ? values(smap)[0] : -nums.2
