r = compact(null)
