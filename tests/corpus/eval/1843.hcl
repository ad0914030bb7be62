r = split("-", "${element(values(nmap), 0)}%{if can(upper(nums))}on%{endif}\n")
