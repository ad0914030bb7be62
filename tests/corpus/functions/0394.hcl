r = jsondecode("")
