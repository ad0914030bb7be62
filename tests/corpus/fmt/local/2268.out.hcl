r = <<END
line text
%{for x in strs~}
- ${x}
%{~endfor}
END

