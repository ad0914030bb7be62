r = jsonencode({ for_x = csv, ("${n}") = t || obj.enabled || obj.enabled ? true : fl, null = fl && fl || nul })
