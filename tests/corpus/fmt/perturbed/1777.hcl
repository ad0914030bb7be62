r  = (<<X
%{if fl}yes%{endif}
${nmap["y"]}
%{if t}yes%{endif}
X
	)  
