r = trimspace(coalesce(null, null))
