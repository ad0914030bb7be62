r = true || tobool(t)
