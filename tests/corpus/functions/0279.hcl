r = format([[1], [2]]...)
