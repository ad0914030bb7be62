r = trim("  hello  ", " ")
