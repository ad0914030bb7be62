r=    jsondecode(" true ")
