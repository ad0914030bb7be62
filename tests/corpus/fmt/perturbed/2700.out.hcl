a = x > 1 && y ? a + b : c * d
