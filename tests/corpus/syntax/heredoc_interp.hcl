a = <<EOT
Hello, ${name}!
%{if x}yes%{endif}
EOT
