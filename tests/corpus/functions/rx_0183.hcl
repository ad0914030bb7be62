r = regex_replace("aaa", "\\p{Foo}", "x")
