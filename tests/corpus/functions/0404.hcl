r = jsondecode("ff")
