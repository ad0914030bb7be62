r = obj.enabled ? obj.enabled : fl ? -(0.5) : nmap.x
