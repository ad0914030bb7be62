r = element([for x in obj.port[*] : x], n)
