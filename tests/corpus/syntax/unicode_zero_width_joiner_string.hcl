a = "a‍b"
b = !
