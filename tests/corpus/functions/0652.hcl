r = regex_replace(u, "üñí", "Hello World")
