r = "3.5" == (<<END
%{if obj.enabled}yes%{endif}
%{if t}yes%{endif}
END
) ? nums : null
