r=    tostring(  int (true?    0 :    42))
