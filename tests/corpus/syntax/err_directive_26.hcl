a = [for "v" in xs : v]
b = "%{wat}"
