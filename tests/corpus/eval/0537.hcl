r = obj.*
