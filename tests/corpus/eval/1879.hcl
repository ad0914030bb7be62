r = [ceil(2.5e-3 + f) * (true ? nums.2 : nmap["y"]), -(log(8, 10))]
