a = str[0]
