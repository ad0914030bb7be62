r = jsondecode("x\r\n")
