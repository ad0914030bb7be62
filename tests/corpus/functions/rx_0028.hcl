r = regex("[[:foo:]]", "aaa")
