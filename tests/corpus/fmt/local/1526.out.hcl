r = <<END
${~s~}  tail
%{for x in strs~}
- ${x}
%{~endfor}
END

