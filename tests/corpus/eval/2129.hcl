r = !fl && objs[1].size >= 007
