a         = 1
b         = "x"
c         = true
d         = null
e         = 1.5e3
f         = -2
long_name = 12345678901234567890123456789
