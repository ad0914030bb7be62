r = "%{for k, v in obj.tags}${k}=${v} %{endfor}${obj.ports[1]~}"
