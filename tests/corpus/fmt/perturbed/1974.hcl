r    =    <<END
%{if obj.enabled}yes%{endif}
END

