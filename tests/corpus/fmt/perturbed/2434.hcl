r  =  sethaselement(null,[])
