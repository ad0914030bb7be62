r = try(nmap.w, try(nums[nul], "2.5" + try(length(n), 100)))
