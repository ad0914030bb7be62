r = sort([[1]])
