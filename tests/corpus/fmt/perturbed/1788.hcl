r    = formatdate("YYYY-MM-DD", "2018-01-02T23:12:01-08:00")  
