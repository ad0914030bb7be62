r = <<EOT
${tiny}
%{for x in strs~}
- ${x}
%{~endfor}
EOT

