r= pow(2,    3) -   int([0,f,big  ][ 1])
