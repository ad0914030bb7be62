r  =  can(obj.name)
