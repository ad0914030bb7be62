r  =  tostring()
