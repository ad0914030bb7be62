r = jsondecode()
