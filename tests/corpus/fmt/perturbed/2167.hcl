r= !t ? nmap  ==null    :fl  ?    false  :    fl    &&    element(objs.*.size,    1)    ==    try  (length(n),2.5e-3) ? (<<X
%{if obj.enabled}yes%{endif}
quote " and \n raw
X
): obj.ports
