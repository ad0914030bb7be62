r = title("HELLO")
