r = trimspace((<<EOT
line text
EOT
))

