r = jsondecode("x\n")
