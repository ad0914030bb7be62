r = trimprefix("hellohello", "hello")
