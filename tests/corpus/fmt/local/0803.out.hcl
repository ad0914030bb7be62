r = <<END
%{for x in strs~}
- ${x}
%{~endfor}
line text
END

