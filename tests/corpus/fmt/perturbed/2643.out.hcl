req = "x"
rek = 1
