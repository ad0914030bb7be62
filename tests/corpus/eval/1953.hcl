r = min(f - t ? 7 : nums.2, obj.ports[1], nmap["y"], element(range(5, 0, -2), 1))
