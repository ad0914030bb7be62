r = t ? nums : null
