r = true && false ? false : t ? tolist(toset(tolist(["x", "y"]))) : concat(distinct(words), regexall("\\d+", u))
