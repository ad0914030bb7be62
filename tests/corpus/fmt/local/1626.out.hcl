r = ["${nmap["y"] * 7 == obj.port % 7}${false && sethaselement(toset(keys(smap)), u)}\t", "%{for k, v in { p = 1, q = "two" } }${k}=${v} %{endfor}"]
