r=    nums["1"]
