r = [for x in words : "${x}!" if x != "b"]
