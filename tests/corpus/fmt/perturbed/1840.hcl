r =    [words[2],    "b"]
