r=sort(toset(["b",  "a"]))
