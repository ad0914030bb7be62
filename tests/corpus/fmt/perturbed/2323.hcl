r  =  format("%q",    1)
