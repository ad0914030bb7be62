r = hasindex(n, 0) ? "${fl}" != join("-", words) ? can("${obj}") : null == {} : "%{for x in [for i, x in [for x in objs.*.name : x] : x if x != "b"]~}${x} %{~endfor}"
