r = <<X
%{if fl}yes%{endif}
${~s~}  tail
${~s~}  tail
X

