a = <<EOT
hello
b = 2
