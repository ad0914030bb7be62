r = nul == merge({ for i, o in objs : o.name => o.size if o.size > 1 }, { for i, o in objs : o.name => o.size... }, { for k, v in nmap : k => v if k != "a" })
