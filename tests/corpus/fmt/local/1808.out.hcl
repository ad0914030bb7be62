r = { for x in ["%{for k, v in { p = 1, q = "two" } }${k}=${v} %{endfor}"] : x => x... }
