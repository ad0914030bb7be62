r = try("Hello World")
