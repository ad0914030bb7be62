r  =parseint("-101",2)
