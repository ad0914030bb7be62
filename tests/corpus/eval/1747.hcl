r = t || fl || nul && true || t
