r =  tiny    /    7
