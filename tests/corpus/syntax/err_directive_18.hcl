a = "%{endif}%{for v xs}"
