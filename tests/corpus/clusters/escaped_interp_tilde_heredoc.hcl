a = <<EOT
$${~́${x}
EOT
