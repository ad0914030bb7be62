r = range("3")
