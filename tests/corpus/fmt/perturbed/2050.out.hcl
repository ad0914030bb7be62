r = true || fl || u == s
