r = {a = null}
