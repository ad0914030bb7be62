r    =fl&&n
