r = {
  for_x : !t,
  "quoted key" : "%{for x in []}${x};%{endfor}",
  k2 : t ? nmap.x : nullobj.b
}
