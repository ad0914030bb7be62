a = true && 1
