r = replace("Hello World", { a = 1 }, "👍🏽é")
