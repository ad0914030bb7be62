a = x‌y
b = 1
