r = sethaselement(toset(objs[*].name), "%{for x in strs}${x} %{endfor}${"HeLLo"}") ? t && fl ? distinct(values(nmap)) : nested[0] : [{ a = 1 }, { a = 2 }][*].a
