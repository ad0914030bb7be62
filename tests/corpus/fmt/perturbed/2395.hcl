r    =parseint("100", 10)
