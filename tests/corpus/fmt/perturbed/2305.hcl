r = element([],0)
