a = <<eot
x
eot
