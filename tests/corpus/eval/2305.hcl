r = [null]
