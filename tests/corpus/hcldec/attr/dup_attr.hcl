req = "x"
req = "y"
