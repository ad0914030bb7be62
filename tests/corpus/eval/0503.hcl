r = false ? nums : null
