r = min(1,    2, 3)  
