extra_var = "Hello, World from dev!"
