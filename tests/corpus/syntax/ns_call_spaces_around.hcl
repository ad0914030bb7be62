a = foo :: bar(x)
