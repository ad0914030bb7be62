r = true || { a = 1 }.b
