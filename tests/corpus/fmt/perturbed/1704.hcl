r =  element(range(), n)
