r = <<EOT
${~s~}  tail
quote " and \n raw
EOT

