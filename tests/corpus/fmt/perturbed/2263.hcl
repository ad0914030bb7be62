r=    ceil(2)
