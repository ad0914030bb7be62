r = [for x in formatlist("%s=%s", slice(["x", "y"], 0, 1)) : "${x}!" if x != "b"]
