a = "n\n r\r t\t q\" b\\ u\u00e9 U\U0001F600"
