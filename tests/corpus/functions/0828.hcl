r = sort(["é", "e", "z", "A"])
