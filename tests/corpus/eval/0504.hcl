r = merge({
  null : nmap["y"]
}, zipmap(["a", "b"], [1, 2]))
