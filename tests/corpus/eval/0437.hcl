r = keys(jsondecode("{}"))
