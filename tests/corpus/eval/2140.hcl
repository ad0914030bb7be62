r = contains([for x in nul : x], join(", ", values(smap))) ? nmap : {
  k0 : null
}
