r = "HeLLo" == "%{for x in slice(objs.*.name, 1, 1)~}${x} %{endfor}${~signum(0.1)}"
