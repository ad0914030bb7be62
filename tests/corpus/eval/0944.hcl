r = t ? obj.enabled : true ? tolist(toset(values(smap))) : chomp(obj["tags"]["team"])
