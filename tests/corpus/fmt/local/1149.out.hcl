r = {
  k0 : strrev("%{if obj.enabled~}${s}%{else}%{endif}${~literal_interp~}%{if false}${s}%{else}%{endif}")
  ("${n}") : contains(concat(values(smap), ["x", "y"]), jsonencode(smap.a))
  a = null
}
