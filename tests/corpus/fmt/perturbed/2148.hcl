r  =  false  &&    true    ||    t ?t    :    can(fl ? deep.a.b.c.d[0]  : 99.99  )
