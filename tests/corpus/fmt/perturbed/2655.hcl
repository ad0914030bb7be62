fn =  triple(1 )
