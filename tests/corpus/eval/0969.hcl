r = title(jsonencode((<<EOT
line text
quote " and \n raw
EOT
)))
