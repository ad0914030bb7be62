r  =keys(obj)
