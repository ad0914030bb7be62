r=  empty_obj==null    ? smap:2.5e-3    ==    nmap["y"]
