r  =  abs([1])
