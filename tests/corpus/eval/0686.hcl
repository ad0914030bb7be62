r = <<EOT
%{if fl}yes%{endif}
EOT

