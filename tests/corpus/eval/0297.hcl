r = !t && fl
