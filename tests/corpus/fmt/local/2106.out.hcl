r = ["%{~if can(fl ? tiny : zero)}${s}%{else}no%{endif}${~t ? strrev("plain") : min(3, 1000000)}"]
