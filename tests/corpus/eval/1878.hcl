r = true ? objs[0] : objs[0] == null ? [for i, x in reverse(objs.*.name) : upper(x) if length(x) > 1] : formatlist("%s=%s", concat(["x", "y"], values(smap)))
