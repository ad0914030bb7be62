r = [for x in strs : "${x}!" if x != "b"]
