r  =    try(nul.x,null)
