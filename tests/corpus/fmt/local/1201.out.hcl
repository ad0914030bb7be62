r = <<EOT
%{for x in strs~}
- ${x}
%{~endfor}
${~s~}  tail
line text
EOT

