r = {
  k0 : true || false
  null = "1e2" + obj.ports[1]
}
