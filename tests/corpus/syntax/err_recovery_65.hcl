e=<<EOT
%{for i in [1 2}x
%{endfor}
EOT
