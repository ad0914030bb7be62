r = <<EOT
%{if t}yes%{endif}
%{for x in strs~}
- ${x}
%{~endfor}
${objs[1].size}
EOT

