r = trimprefix("helloworld", "hello")
