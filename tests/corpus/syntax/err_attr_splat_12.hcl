a = x.*
