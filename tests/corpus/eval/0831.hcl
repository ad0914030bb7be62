r = can(strs[5]) ? [element(values(nmap), n)] : null
