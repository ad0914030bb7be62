r = concat([for x in split("-", empty) : "${x}!"], concat(n))
