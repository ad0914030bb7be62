ok1 = 1
bad1 = (
ok2 = 2
bad2 = ]
ok3 = 3
