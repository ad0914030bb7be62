r = sethaselement(toset(values(smap)), obj.tags.env) ? obj.enabled || fl : sethaselement(toset(words), "  spaced  ") || tiny % 0.5 > (100) ? "x-y-z" : sort(keys(tomap({ a = "x", b = "y" })))
