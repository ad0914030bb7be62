n ="abc"
l =  5
o= { a =  "x"  }
