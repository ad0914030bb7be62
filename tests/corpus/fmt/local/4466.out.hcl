foo-bar = 1
x-y-z-  = 2
