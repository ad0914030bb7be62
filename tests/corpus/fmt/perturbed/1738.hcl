r =[max( -deep.a.b.c.d[0],    obj.port   -  element(empty_list  ,0 ),    [nmap.x,    2.5e-3,  obj.ports[1]][1],nullobj.b), "-3"    + (nums.2)]
