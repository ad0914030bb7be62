r = element(concat(chunklist([], 1), nums), 1)
