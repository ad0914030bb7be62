a = <<EOT
؀${x}
EOT
