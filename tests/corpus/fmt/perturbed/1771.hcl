r    =ceil(obj.port    /n  )

