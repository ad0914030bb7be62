r = [join(", ", concat(strs, objs.*.name)), " ", join(",", n)]
