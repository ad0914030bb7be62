r = fl ? tiny : 1 - (0.5)
