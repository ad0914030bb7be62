r = element(keys(jsondecode(jsonencode(obj))), 0)
