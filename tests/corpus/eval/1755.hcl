r = substr(indent(2, s), 1, 3) != formatdate("DD MMM YYYY hh:mm ZZZ", "2018-01-02T23:12:01-08:00")
