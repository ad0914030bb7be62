a = "${x}́"
b = c
