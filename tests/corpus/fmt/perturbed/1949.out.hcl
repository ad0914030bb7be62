r = jsonencode([-12345678901234567890, int(-1)])
