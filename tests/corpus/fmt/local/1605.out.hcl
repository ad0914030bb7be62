r = "%{for k, v in { p = 1, q = "two" } }${k}=${v} %{endfor}${~"x-y-z"}"
