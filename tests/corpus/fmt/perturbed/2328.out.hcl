r = formatdate(null, "2018-01-02T03:04:05Z")
