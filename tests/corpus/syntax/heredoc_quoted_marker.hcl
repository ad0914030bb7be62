a = <<"EOT"
x
EOT
