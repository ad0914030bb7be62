r = <<X
%{if t}yes%{endif}
line text
X

