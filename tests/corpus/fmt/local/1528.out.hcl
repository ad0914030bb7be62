r = !fl ? { b = sethaselement(toset(objs[*].name), obj.name), (s) = (<<X
%{if fl}yes%{endif}
line text
X
), "quoted key" : words[2] } : [format("%v|%v", 2, t)]
