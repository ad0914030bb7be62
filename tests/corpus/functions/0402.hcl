r = jsondecode("1e400")
