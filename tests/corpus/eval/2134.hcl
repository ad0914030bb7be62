r = [big / 2, try(log(-1, 10), 0), -tiny][0] * parseint("-101", 2)
