a = true
b = false
