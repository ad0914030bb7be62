r = [-big, element(nested[0], 0), 7 % 3][0] < signum(ceil(nmap.x))
