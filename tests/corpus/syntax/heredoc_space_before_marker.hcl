a = << EOT
x
EOT
