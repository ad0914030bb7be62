r  = <<EOT
%{if fl}yes%{endif}
line text
EOT

