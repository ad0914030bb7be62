r = { a = 1 } == [] ? obj.enabled ? false : true : t || true ? tolist(toset(range(1, 10, 3))) : "1e2" + 10
