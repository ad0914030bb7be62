r = concat(false ? values(nmap) : null, flatten([[], []]))
