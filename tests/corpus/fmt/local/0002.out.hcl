a = [for v in x : "${v}́${v}"]
