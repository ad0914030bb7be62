r =  false  &&t
