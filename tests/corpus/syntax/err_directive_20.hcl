a = <<EOT
%{while}
EOT
