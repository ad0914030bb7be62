r = "${~join("", regexall("\\d+", u))}%{for k, v in { p = 1, q = "two" } }${k}=${v} %{endfor}"
