r = <<X
%{if obj.enabled}yes%{endif}
quote " and \n raw
X

