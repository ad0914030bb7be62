r = contains([objs[1].size, f], -6.02e+23) ? join("-", formatlist("%s!", objs[*].name)) : formatdate("YYYY-MM-DD", "2018-01-02T23:12:01-08:00")
