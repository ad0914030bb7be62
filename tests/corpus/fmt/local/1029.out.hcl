r = strrev("%{for i, x in keys(smap)}${x},%{~endfor}${~literal_interp}\"q\"")
