r = sethaselement(toset(keys({
  b : "esc \n \t \" \\ \u00e9 \U0001F600"
  k1   = "$${lit} %%{lit}"
  null = "x-y-z"
})), fl ? "%{for k, v in smap}${k}=${v} %{endfor}${obj.ports[1]}" : (0))
