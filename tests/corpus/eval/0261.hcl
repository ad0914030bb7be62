r = merge({
  for_x = null
  null : contains([nmap["y"]], "%{if true}yes%{else}%{endif}%{for x in objs.*.name}${x} %{endfor}")
  a = try(obj["nope"], nullobj.b)
})
