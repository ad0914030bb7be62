r = substr("${false ? "esc \n \t \" \\ \u00e9 \U0001F600" : -2.5~}${~nullobj.b > 1}", 1, -1)
