r= !n
