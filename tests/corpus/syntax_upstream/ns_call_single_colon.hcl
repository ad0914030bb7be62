a = foo:bar(x)
