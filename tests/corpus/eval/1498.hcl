r = abs() % 7
