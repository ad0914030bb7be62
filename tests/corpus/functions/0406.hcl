r = jsondecode(smap)
