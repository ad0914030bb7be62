r = can(100) ? false ? obj.ports : null : log(n, 10)
