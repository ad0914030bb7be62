r  =can("a ${unknown_var} b") ?fl?obj    :objs  [0]  :  zipmap(keys(smap),  values(nmap))
