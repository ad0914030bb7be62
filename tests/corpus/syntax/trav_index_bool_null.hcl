a = x[true]
b = x[null]
