r = coalesce([]...)
