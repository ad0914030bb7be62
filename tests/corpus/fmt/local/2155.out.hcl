r = "%{if "a,b,,c" != "a"}${n}%{endif}${~false ? 42 : neg}"
