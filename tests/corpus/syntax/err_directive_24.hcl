a = "%{if x}a%{endif}" + "%{fo v in y}%{endfor}"
