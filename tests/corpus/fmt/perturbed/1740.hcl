r=  title  (obj )
