r = t && false ? keys(obj.tags) : keys(nmap)
