r = 99.99 != big ? (<<END
%{if t}yes%{endif}
quote " and \n raw
%{for x in strs~}
- ${x}
%{~endfor}
END
) : tostring(true)
