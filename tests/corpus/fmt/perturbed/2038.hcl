r    =    obj.enabled ||can(max())
