r = "%{for x in [for x in true ? values(smap) : keys(smap) : "${x}!"]~}${x} %{~endfor}${!(false) && literal_interp == "b"}"
