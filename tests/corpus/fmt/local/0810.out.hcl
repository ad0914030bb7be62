r = <<EOT
quote " and \n raw
${~s~}  tail
EOT

