ab‍c = 1
d = 2
