r =max(-1,  1e-10,n)
