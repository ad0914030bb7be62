r = contains(!(!obj.enabled) ? [for x in flatten([nums, [7, [8]]]) : x * 2 if x % 2 == 0] : objs.*.name, coalesce(s, jsonencode(values(nmap))))
