r = "%{for k, v in { p = 1, q = "two" } }${k}=${v} %{endfor}%{if "yes" || false}on%{endif}"
