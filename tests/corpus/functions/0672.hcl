r = replace("hello", "/[/", "x")
