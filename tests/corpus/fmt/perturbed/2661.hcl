req  ="r"
t = ["a"]
