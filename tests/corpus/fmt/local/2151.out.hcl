r = "${timeadd("2024-01-31T00:00:00Z", "-30m")~}%{for x in tolist(toset([boolstr]))~}${x},%{endfor}%{for x in tolist(toset(formatlist("%s!", objs[*].name, strs)))}${x} %{endfor}"
