r  =  sort(objs)  
