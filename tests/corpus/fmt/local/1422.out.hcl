r = <<END
%{for x in strs~}
- ${x}
%{~endfor}
${~s~}  tail
line text
END

