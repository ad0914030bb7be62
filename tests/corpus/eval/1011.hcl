r = true || fl
