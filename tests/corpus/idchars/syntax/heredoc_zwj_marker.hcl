a = <<x‍y
z
x‍y
