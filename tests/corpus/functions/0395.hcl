r = jsondecode(null)
