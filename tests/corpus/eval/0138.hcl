r = hasindex(n, 0) ? tostring(null) == regex_replace(csv, "[aeiou]", "*") : tostring(false) == "  spaced  "
