r = jsondecode(" true ")
