r = jsondecode("[1,]")
