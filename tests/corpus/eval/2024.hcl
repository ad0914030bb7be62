r = join("-", split("-", literal_interp))
