r = join(", ", reverse(s))
