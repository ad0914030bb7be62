r  =strs[1]  
