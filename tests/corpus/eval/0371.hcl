r = min(-(pow(10, 0)), max(obj.port, 2, 007 + objs[1].size, 1 * 0))
