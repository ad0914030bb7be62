r = { (s) : jsonencode(smap), ("${n}") = nmap["y"] }
