r = max(1e3, 42) == try(-s, nums[0]) ? lookup(smap, "a", "default") : jsonencode({ for k, v in nmap : k => v if k != "a" })
