r = "yes" || false
