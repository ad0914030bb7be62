r = 0 < nums[4] || nul == {} ? fl ? false : fl ? timeadd("2024-01-31T00:00:00Z", "-30m") : "10" : "-3" + element(values(nmap), 0)
