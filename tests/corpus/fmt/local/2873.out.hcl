r = lookup({ a = null }, "👍🏽é", [])
