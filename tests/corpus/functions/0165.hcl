r = csvdecode("")
