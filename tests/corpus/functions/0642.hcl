r = regex_replace("hello", "(h)(e)", "$2$1")
