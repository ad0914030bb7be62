r = obj.port == 3.25 ? (99.99) : log(8, 2)
