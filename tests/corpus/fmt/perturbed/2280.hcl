r =  coalescelist([],[])
