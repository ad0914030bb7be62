r = <<EOT
%{for x in strs~}
- ${x}
%{~endfor}
${smap["b"]}
%{for x in strs~}
- ${x}
%{~endfor}
EOT

