r = true || true || t && 3.25 + 42 < obj.enabled ? nmap.x : 42
