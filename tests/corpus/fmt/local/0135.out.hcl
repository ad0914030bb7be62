r = "%{if fl || false}yes%{else} no%{endif}%{if !(false)~} yes %{else} no%{endif}%{for x in split(",", "")}${x} %{endfor}"
