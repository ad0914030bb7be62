r    =    sort([[1]])
