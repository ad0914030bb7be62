r = "%{for i, x in(nums)[*].a}${x} %{endfor}%{for x in strs}${x};%{endfor}"
