r = [nmap.x, 1000000, nmap.x][2] != max(objs[1].size, 100) ? flatten([nums, [7, [8]]]) : flatten([nums, [7, [8]]])
