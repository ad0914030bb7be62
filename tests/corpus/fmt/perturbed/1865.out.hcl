r = "%{for i, x in objs[*].name}${x} %{endfor}"
