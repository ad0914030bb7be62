r = true ? nullobj : {} == [] ? jsonencode(null) == lower("  spaced  ") : tobool(null)
