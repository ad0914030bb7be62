r = values(smap)[1] != "plain"
