r =  n.0
