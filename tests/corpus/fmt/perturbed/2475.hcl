r =substr  ("hello world",    0,    5)
