r = false && fl && smap == []
