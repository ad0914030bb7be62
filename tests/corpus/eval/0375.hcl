r = objs[3].size != [0, neg, 007][2]
