r = {
  ("${n}") = obj.enabled ? "3.5" : obj.port,
  "k-1"    = "%{for k, v in obj.tags}${k}=${v} %{endfor}",
  "quoted key" : !obj.enabled
}
