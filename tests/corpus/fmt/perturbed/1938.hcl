r  = {
  "k-0":  !(false),

 b    = null,
 null    :contains(values(nmap), obj["tags"]["team"])
  }
