r = formatdate("MMMM", "2018-01-02T03:04:05.123456Z")
