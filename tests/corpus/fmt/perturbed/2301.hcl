r =  distinct([])
