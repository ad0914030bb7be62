r = jsondecode(1)
