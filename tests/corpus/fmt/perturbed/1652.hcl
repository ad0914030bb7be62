a    =<<EOT
$${~́${x}
EOT
