r = contains(range(0.5, 2), (<<EOT
${obj.port}
%{for x in strs~}
- ${x}
%{~endfor}
EOT
))
