r = false && fl && n && true ? "1e2" + objs[1].size != element([1, 2, 3], n) : log(100, 10) == -2.5 % 0.5 ? "1" + -(fl ? 1e3 : 0.1) : tiny * 3
