r=range(1,10,    3)  
