a = [for k, v in m : k if v && outer]
b = { for x in y : x => z }
