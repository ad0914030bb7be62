r = fl ? zipmap(strs, values(nmap)) : { for i, o in objs : o.name => o.size }
