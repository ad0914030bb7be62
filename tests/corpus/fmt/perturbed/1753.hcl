r =    n %    0
