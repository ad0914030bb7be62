r = upper("hello")
