a = {
      b    =  1 # one
    c  =    2// two
}
