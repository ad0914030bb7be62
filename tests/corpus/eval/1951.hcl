r = contains(obj.ports, -1) ? smap : zipmap(["a", "b"], values(nmap))
