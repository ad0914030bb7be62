r = try(nums["a"], nums[4] + zero * -nmap.x)
