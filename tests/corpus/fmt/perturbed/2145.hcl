r  =<<X
%{if obj.enabled}yes%{endif}
X

