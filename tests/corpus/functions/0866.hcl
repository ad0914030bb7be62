r = strrev("")
