r = csvdecode("Hello World")
