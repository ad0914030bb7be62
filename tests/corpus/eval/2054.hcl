r = [(literal_interp != "a,b,,c" ? length(obj.ports) : 0.1 % 0.5), pow(f, 3)]
