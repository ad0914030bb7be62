r = concat([for x in [format("%v|%v", n, true), regex("(\\d+)", s)] : "<${x}>" if length(x) > 1], concat(tolist(toset(split("-", smap.a))), compact(split("-", "hello world"))))
