r = title(literal_interp)
