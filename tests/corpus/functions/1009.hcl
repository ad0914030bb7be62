r = tostring()
