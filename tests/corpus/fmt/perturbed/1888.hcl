r    =false    ||  obj.enabled
