r = <<EOT
%{if fl}yes%{endif}
${neg}
EOT

