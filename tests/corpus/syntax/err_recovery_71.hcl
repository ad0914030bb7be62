a = "%{for i in x}${[1 2]x}"
