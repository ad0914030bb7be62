r = <<END
%{for x in strs~}
- ${x}
%{~endfor}
%{if fl}yes%{endif}
${s}
END

