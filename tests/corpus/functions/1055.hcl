r = trimsuffix("helloworld", "world")
