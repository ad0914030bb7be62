r = jsondecode("[1,")
