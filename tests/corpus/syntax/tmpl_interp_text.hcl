a = "Hello, ${name}!"
