a = 1.foo
