r =  can (objs[3].size)||  !(true )
