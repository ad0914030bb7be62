tpo = 1
