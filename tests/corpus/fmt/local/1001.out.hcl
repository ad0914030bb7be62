r = contains(objs.*.tags, ceil(nmap.x)) ? tolist(toset(tolist(toset(obj.ports)))) : merge({ "k-0" : obj.name }, zipmap(["a", "b"], values(nmap)), jsondecode(jsonencode(obj)))
