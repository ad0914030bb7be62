a = <<EOT
  ${~x~}  
%{~if y~}
  z
%{~endif~}
EOT
