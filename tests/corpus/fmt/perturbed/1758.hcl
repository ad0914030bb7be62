r  =  true    ||    big    >  10  ?  obj.enabled|| true :    can(nofunc(1))
