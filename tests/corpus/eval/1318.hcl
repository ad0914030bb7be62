r = <<X
%{if obj.enabled}yes%{endif}
${big}
X

