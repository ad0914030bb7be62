r = chomp(["x", "y"][0])
