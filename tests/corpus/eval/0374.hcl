r = s.*
