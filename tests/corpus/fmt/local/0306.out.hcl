r = "%{if nums.2 <= (t ? 1 : "x") + 1}${n}%{endif}${regex_replace(u, "[aeiou]", "*")~}"
