r = zipmap(["a", "b"], values(nmap))
