a "b" c {}
