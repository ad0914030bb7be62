r =  range(0.1,big,    big)  
