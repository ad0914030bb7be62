r = sort("Hello World")
