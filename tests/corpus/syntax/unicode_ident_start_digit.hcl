1abc = 1
