r = formatdate("EEEE, EEE h:mmaa", "2018-01-02T23:12:01Z")
