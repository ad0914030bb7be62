a = "%{if var.on}yes \"1\"%{else}no%{endif}"
b = "%{for x in xs}${x},\n%{endfor}"
