r = sethaselement(toset(keys(smap)), formatdate("EEEE h:mmaa", "2018-01-02T23:12:01-08:00"))
