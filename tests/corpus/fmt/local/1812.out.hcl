r = true ? (<<X
${~s~}  tail
%{for x in strs~}
- ${x}
%{~endfor}
${objs[1].size}
X
) : coalesce("", join("", words))
