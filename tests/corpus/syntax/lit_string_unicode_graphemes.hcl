a = "é́x" b = 1
