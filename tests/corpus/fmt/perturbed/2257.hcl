r    =  abs (neg)  
