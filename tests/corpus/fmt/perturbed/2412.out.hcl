r = regex("(?P<first>\\w+) (?P<last>\\w+)", "John Smith")
