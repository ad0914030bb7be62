r=lower(true)
