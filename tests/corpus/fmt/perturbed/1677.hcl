r = objs[*][0]  
