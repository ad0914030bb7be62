r = { ("${n}") = obj.port < 1e3, b = null, null = true && fl }
