r = ["${!(true)}%{if !t~}yes%{else} no%{endif}", "true"]
