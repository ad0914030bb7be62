r = formatdate("hh:mm", "2018-01-02")
