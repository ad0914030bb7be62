r=    log(8, 2)
