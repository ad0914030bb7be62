r = !(sethaselement(toset(objs[*].name), "a,b,,c")) ? zipmap(strs, values(nmap)) : true || t ? objs[0] : { for x in words : x => x... }
