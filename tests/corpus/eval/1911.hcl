r = <<X
%{if obj.enabled}yes%{endif}
line text
X

