r = "x-y-z"
