r    = -s <=  1000000  +    nmap.x  !=    1? pow(3,  2) :  (length (empty_obj))
