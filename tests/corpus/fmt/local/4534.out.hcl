a = { "for" = 1 }
