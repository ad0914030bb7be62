r = ["%{if true}${n}%{endif}"]
