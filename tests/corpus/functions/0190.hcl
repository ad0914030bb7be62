r = distinct(toset(strs))
