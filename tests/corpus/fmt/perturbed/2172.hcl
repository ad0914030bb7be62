r  =  t? false :obj.enabled    ?"2.5" +  -2.5 :100%f
