r = formatlist("👍🏽é", "  x  ", 2.5, [1, "a"], { a = 1 })
