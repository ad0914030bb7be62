r = regex("(?i)HELLO", "hello")
