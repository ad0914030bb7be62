r = fl ? obj : smap
