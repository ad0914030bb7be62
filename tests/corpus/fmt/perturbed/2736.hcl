a  = !x
b=  !!x
c    =  !true
