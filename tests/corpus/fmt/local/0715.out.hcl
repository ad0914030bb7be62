r = <<X
quote " and \n raw
${boolstr}
%{for x in strs~}
- ${x}
%{~endfor}
X

