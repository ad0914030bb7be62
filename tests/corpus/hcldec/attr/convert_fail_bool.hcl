req = "x"
b = "maybe"
