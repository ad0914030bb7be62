r = <<X
${nums.2}
%{if fl}yes%{endif}
X

