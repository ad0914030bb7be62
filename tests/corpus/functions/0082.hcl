r = coalesce([], [1])
