r = nmap.x * fl ? 007 : objs[1].size > min(-zero, 1, abs(tiny), fl ? 12345678901234567890 : objs[1].size)
