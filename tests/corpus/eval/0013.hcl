r = t ? (fl && nope) : true
