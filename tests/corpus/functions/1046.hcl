r = trimspace("")
