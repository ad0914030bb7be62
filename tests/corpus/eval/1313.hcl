r = [for x in obj.ports : -x]
