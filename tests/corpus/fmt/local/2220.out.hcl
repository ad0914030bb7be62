r = merge({ for k, v in smap : k => k if v != "2" }, {
  ("${n}") : contains([], obj["tags"]["team"])
  "k-1" = smap.a
  for_x : null == null
}, { "k-0" = (12345678901234567890) })
