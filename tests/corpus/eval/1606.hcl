r = "%{for x in objs.*.name}${x},%{endfor} ${tobool("true")}"
