r = format("%05.1f:%s", "${sethaselement(toset(compact(objs.*.name)), "${obj.enabled}${f}${obj.name}")}", fl ? int(10) : 1.5 / 3 + nmap.x)
