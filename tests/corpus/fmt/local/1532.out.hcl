r = "%{if !t}on%{endif}${~contains(reverse([]), "1e2" + -2.5)}%{for x in tolist(keys({ a = 1 }))}${x},%{endfor}"
