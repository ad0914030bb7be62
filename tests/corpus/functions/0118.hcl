r = compact(toset(["a", ""]))
