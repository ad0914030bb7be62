h = <<EOT
%{if "%{if v[]}%{endif}"}x
EOT
