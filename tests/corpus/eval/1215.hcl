r = strs == nofunc() ? tonumber("1e3") < true ? 2.5e-3 : 1 : obj.enabled ? zero : nmap["y"] < element(values(nmap), 0)
