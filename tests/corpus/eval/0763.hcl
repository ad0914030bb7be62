r = "a,b,,c" == "true" ? t : t ? fl : obj.enabled ? 2 : fl ? obj.ports[1] : tiny + length(obj.ports)
