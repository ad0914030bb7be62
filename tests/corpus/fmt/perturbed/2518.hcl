r =  trimspace(1)
