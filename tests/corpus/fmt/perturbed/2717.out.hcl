a = <<EOT
not EOT here
EOTX
EOT
