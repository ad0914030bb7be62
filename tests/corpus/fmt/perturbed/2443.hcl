r  =  setsubtract([],    [1])
