r = formatdate("ZZZZ ZZZZZ Z", "2018-01-02T03:04:05+05:30")
