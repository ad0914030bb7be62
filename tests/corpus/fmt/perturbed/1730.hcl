r =tolist(obj)  
