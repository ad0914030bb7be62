req = "x"
b   = "maybe"
