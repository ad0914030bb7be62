r = merge({ for k, v in smap : k => v if k != "a" }, merge({ for x in [for x in [] : upper(x) if x != "b"] : x => x... }, tomap(smap), { for x in regexall("\\d+", s) : x => x... }), merge())
