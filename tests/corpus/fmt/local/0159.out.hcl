r = "plain" != obj["tags"]["team"] ? { for i, o in objs : o.name => o.size if o.size > 1 } : true ? nmap : smap
