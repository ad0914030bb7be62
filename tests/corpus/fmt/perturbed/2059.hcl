r=    trimspace  ("hello world")
