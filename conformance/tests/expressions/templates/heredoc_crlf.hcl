a = <<EOT
line
EOT
