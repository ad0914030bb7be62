a = { true = 1, null = 2, if = 3, in = 4 }
