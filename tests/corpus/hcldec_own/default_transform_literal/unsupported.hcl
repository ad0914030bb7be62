vvv = 1
