r=    split(",",  "a,,b")
