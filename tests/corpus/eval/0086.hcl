r = jsondecode(jsonencode(obj))
