a = <<EOT
"quoted" \n not an escape
EOT
