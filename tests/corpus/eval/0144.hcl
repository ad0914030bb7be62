r = [for x in [substr(upper("  spaced  "), 1, 100)] : upper(x)]
