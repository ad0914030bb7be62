a = <<EOT
${x.y}
%{for v in vs}${v.id}${w}%{endfor}
EOT
