r = [for i, x in formatlist("%s=%s", []) : "${x}!" if x != "b"]
