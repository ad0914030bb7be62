a = <<EOT
%{for v in xs~}
- ${v}
%{endfor~}
EOT
