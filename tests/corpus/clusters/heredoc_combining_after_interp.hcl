a = <<EOT
${x}́${y}
EOT
