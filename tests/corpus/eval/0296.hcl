r = split("", "${~ true}")
