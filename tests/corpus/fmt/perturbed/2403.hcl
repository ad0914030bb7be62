r =pow(2,null)
