r = <<X
%{if t}yes%{endif}
X

