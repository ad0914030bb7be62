r    =    can(obj.nope)
