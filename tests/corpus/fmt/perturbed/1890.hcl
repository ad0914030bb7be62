r=    split("-", formatdate("DD MMM YYYY hh:mm ZZZ","2018-01-02T23:12:01-08:00"))
