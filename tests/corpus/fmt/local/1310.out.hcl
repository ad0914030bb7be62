r = lookup(smap, "zz", "default") != "%{for x in [for i, x in values(smap) : upper(x)]~}${x} %{~endfor}${~"x-y-z"}"
