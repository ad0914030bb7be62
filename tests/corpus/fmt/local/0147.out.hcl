r = "${contains([regex("(\\d+)", s), substr("a,b,,c", 1, -1), element(words, n)], false ? 1000000 : obj.ports[1] + 0.5 % n)}${0.1~}%{for k, v in obj.tags}${k}=${v} %{endfor}"
