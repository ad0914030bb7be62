r = sethaselement(toset(split(",", "10")), substr((<<EOT
line text
%{for x in strs~}
- ${x}
%{~endfor}
EOT
  ), -3, 3)) ? format("%q %%", fl || t ? (<<X
${~s~}  tail
${~s~}  tail
X
) : objs[*].name[0], pow(f, 0) + 12345678901234567890 - nullobj.b) : parseint("777", 16) == element(obj.ports, n)
