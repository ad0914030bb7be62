r =  coalesce()
