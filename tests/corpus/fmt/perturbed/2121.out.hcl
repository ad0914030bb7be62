r = contains([length(words)], can(1) ? "ü👍${0.5}\n" : int(2))
