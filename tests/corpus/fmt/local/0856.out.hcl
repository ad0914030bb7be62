r = length(["%{if can(n.0)}on%{endif}\"q\"${t || n && true}", "${~obj.enabled && fl~}%{for x in words~}${x};%{endfor}", (<<X
%{for x in strs~}
- ${x}
%{~endfor}
X
)])
