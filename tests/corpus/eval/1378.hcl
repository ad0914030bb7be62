r = can(coalesce(null, null))
