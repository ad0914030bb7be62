r =  true&&  false
