r = true || false ? contains([1, 2, 3], "a") : fl && false ? strs : (<<X
${nums.2}
line text
%{for x in strs~}
- ${x}
%{~endfor}
X
)
