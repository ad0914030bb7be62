r=  s.*
