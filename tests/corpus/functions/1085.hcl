r = upper("straße")
