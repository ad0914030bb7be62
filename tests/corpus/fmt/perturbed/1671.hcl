r  =    <<X
line text
%{if fl}yes%{endif}
X

