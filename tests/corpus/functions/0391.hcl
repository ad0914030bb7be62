r = jsondecode("null")
