r = "1e2" + obj.port * length({})
