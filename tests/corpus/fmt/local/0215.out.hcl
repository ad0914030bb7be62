r = <<END
line text
%{for x in strs~}
- ${x}
%{~endfor}
quote " and \n raw
END

