inputs = {}
