r = split("", literal_interp)
