r = distinct(concat(values(nmap), obj.ports))
