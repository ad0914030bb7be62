r = !t ? merge({
  k0 : objs[1].size * 6.02e+23
  ("${n}") : obj.enabled ? "a,b,,c" : "10"
}, merge({ for x in words : x => x... }, jsondecode("{\"a\": 1, \"b\": [true, null]}"), merge({}, objs[0], nullobj)), nullobj) : concat(distinct(reverse([])), [title(obj.name)])
