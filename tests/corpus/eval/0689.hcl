r = toset(strs).*
