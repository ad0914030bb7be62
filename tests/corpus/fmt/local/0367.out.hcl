r = <<END
quote " and \n raw
quote " and \n raw
%{for x in strs~}
- ${x}
%{~endfor}
END

