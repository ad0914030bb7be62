r    =    can(2.5)
