r = <<EOT
${~s~}  tail
EOT

