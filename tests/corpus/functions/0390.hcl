r = jsondecode("1.5")
