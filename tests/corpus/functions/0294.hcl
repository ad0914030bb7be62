r = formatdate("AA aa", "2018-01-02T15:04:05Z")
