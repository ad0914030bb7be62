r = true || false || true ? fl ? t : obj.enabled ? chunklist(values(nmap), 0) : objs.*.tags : keys(zipmap(strs, nums))
