a = <<A
x
A
b = <<B
y
B
