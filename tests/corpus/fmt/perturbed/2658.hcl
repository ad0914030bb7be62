tpo    =  1
