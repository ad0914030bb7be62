r = jsondecode("\"s\"")
