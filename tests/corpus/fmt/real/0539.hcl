extra_var = "Hello, World from Oregon!"
