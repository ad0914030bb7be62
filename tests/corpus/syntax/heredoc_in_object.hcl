a = {
  b = <<EOT
x
EOT
  c = 1
}
