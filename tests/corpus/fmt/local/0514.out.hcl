r = contains(["a"], (<<END
quote " and \n raw
%{for x in strs~}
- ${x}
%{~endfor}
END
))
