x = <<EOF
abc
EOF%{ endif }
