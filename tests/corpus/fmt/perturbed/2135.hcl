r    = sethaselement(toset(["x","y"]),  "")
