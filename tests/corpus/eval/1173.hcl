r = split("-", "${min(1, 6.02e+23, 100)}%{if t || !s}on%{endif}")
