a = "abc
def"
