r = <<EOT
%{for x in strs~}
- ${x}
%{~endfor}
%{if fl}yes%{endif}
%{if obj.enabled}yes%{endif}
EOT

