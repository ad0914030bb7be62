r = n.*
