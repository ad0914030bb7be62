r = <<EOT
%{for x in nums~}
  ${x}
%{~endfor}
EOT

