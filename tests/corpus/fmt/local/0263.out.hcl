r = { a : "true", "quoted key" = "  spaced  ", (s) : "hello world" }
