r = "${compact(["x", "y"])[1]~}%{for k, v in { p = 1, q = "two" } }${k}=${v} %{endfor}%{~if t && "esc \n \t \" \\ \u00e9 \U0001F600" == empty}${s}%{else} no%{endif}"
