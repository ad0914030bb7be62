r = "${~1.5}%{if nul && true}${n}%{endif}$${esc}" != format("%t %s", 1, true) ? 007 : range(1, 10, 3)
