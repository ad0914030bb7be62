r = jsondecode("{}")
