r = trim("%%{esc}${"hello world"}%{for x in ["x", "y"]}${x};%{endfor}", " ")
