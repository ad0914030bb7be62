r = replace("hello world", "o", "_")
