r = <<X
${s}
%{if fl}yes%{endif}
X

