r = element(obj.ports, n) * log(n, 10)
