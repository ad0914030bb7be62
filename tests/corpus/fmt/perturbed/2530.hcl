r =    values ({})
