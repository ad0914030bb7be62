a = [<<EOT
x
EOT
, 1]
