r =coalesce(null,    null)
