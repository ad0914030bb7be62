r = format("%t %s", "  spaced  ", big) == "%{for i, x in ["x", "y"]~}${x};%{endfor}%{for i, x in strs~}${x} %{endfor}%{if fl}on%{endif}" || range(1, 10, 3) == null
