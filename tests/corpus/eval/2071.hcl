r = tolist(toset(tolist(toset(t ? obj.ports : null))))
