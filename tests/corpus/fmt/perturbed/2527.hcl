r    = upper("straße")
