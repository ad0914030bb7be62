req = 1
s   = 2.5
