r = "%{for x in values(smap)~}${x} %{endfor}\n"
