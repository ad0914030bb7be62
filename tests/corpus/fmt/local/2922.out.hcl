r = merge({}, { a = null }, nmap)
