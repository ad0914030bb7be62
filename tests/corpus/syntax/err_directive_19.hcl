a = <<EOT
%{for v xs}
${v}
%{endfor}
EOT
