r = "$${lit} %%{lit}" != "%{~if t} yes %{else} no%{endif}%{for i, x in strs}${x},%{endfor}"
