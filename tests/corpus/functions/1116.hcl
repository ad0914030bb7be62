r = zipmap(toset(["a"]), [1])
