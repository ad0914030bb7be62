x = jsondecode("1e-9999999")
