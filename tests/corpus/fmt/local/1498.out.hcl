r = {
  (s) : null
  k1 : "%{for k, v in smap}${k}=${v} %{endfor}${~obj.enabled}"
}
