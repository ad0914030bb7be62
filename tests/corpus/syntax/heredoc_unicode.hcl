a = <<EOT
üñíçødé 👍🏽 ${x}
EOT
