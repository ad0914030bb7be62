r = "${~timeadd("2024-01-31T00:00:00Z", "24h10m5s")}%{if nums[4] + obj.port >= min(7, zero, nmap["y"])}on%{endif}"
