a = 1
# last