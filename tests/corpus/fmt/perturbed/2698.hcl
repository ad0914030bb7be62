a=    1 /  2    /    comment
