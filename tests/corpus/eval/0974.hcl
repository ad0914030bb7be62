r = jsondecode("{")
