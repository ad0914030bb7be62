a = <<EOT hello
EOT
