r = can("${nofunc()}") ? "plain" : split("-", element(values(smap), 0))
